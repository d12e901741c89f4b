/**
 * The session read (wire protocol `UserSessionResource` get) as a bare request: the entry starts
 * it at once, beside the backend chunk, so the page need not wait for that chunk to ask who is
 * signed in (issue 11: the picker shows after this answer). The backend chunk decodes the answer.
 */
export function requestViewer(origin: string): Promise<Response> {
  return fetch(`${origin}/resource/UserSessionResource/get/?data=${encodeURIComponent('{"options":{}}')}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
}
