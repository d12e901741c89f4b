/**
 * `/settings/profile/` (issue 25; beyond the spec: expected by users): the owner edits their
 * profile (react-ui `ProfileEditForm`: photo, name, username, about, website). A new username moves
 * the signed-in viewer's links at once. Signed out: to sign-in and back here.
 */
import { PROFILE_MESSAGES } from '@pinstack/core/rules';
import { ProfileEditForm } from '@pinstack/react-ui';
import { useState } from 'react';
import { Link } from 'wouter';
import { useCachedRead } from '../cache/browse-cache.js';
import { useSession } from '../session.js';
import { LoadFailure } from './LoadFailure.js';
import type { PageProps } from './page-props.js';

export default function ProfileSettingsPage(_: PageProps) {
  const { viewer, setViewer } = useSession();
  // note: the name the page opened with (a new username must not start the form afresh: it would lose `Profile saved.`); the old name still finds the profile
  const [username] = useState(viewer?.isAuth === true ? (viewer.username ?? '') : '');
  const profile = useCachedRead(['profile', username, viewer?.id ?? ''], (b) => b.browse.profile(username));
  if (viewer?.isAuth !== true) return null;
  if (profile.status === 'loading')
    return (
      <p className="ps-loading" role="status">
        Loading…
      </p>
    );
  if (profile.status === 'failed') return <LoadFailure message={profile.message} httpStatus={profile.httpStatus} code={profile.code} />;
  const user = profile.value;
  return (
    <section className="ps-page" aria-labelledby="profile-settings-title">
      <h1 id="profile-settings-title">{PROFILE_MESSAGES.editProfile}</h1>
      <ProfileEditForm
        key={user.id}
        userId={user.id}
        input={{
          fields: {
            full_name: user.full_name ?? '',
            username: user.username,
            about: user.about ?? '',
            website_url: user.website_url ?? '',
          },
          avatarUrl: user.image_medium_url ?? null,
        }}
        onSaved={(saved) => {
          // the header's name and link follow the saved profile (a newcomer saw the old name until a reload)
          const fullName = saved.full_name ?? undefined;
          if (saved.username !== viewer.username || fullName !== viewer.fullName)
            setViewer({ ...viewer, username: saved.username, fullName });
        }}
      />
      <p>
        <Link href={`/${encodeURIComponent(viewer.username ?? user.username)}/`}>View your profile</Link>
      </p>
    </section>
  );
}
