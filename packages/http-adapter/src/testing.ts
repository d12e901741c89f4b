/**
 * A recording `fetch` for tests of this adapter and of anything built on it: it answers from a
 * function and keeps every request (method, url, headers, body) for assertions.
 */

/** One request as the adapter sent it. */
export interface RecordedRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: BodyInit | null | undefined;
  readonly credentials: RequestCredentials | undefined;
  readonly keepalive: boolean | undefined;
}

/** A `fetch` that records requests and answers with `respond`. */
export function recordingFetch(respond: (request: RecordedRequest) => Response | Promise<Response>): {
  readonly fetch: typeof globalThis.fetch;
  readonly requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const request: RecordedRequest = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? 'GET',
      headers,
      body: init?.body,
      credentials: init?.credentials,
      keepalive: init?.keepalive,
    };
    requests.push(request);
    return respond(request);
  };
  return { fetch, requests };
}

/** A JSON response with the wire protocol's success envelope. */
export const successResponse = (data: unknown, status = 200): Response =>
  new Response(JSON.stringify({ resource_response: { status: 'success', data } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A JSON response with the wire protocol's failure envelope; the HTTP status equals `http_status`. */
export const failureResponse = (error: {
  readonly http_status: number;
  readonly message: string;
  readonly message_detail?: string;
  readonly api_error_code?: number;
}): Response =>
  new Response(JSON.stringify({ resource_response: { status: 'failure', error } }), {
    status: error.http_status,
    headers: { 'Content-Type': 'application/json' },
  });
