import { PROFILE_LIMITS, PROFILE_MESSAGES } from '@pinstack/core/rules';
import type { User } from '@pinstack/core';
import { profileEditActors, type PortsRuntime } from '@pinstack/core/actors';
import { profileEditMachine, selectProfileEdit } from '@pinstack/core/machines';
import type { ProfileEditInput } from '@pinstack/core/machines';
import type { UploadService, UserService } from '@pinstack/core/ports';
import { useEffect, useId, useState } from 'react';
import { Button } from '../primitives/Button.js';
import { TextField } from '../primitives/TextField.js';
import { useBoundMachine } from '../provider/use-bound-machine.js';
import { useLatest } from '../provider/use-latest.js';
import { ImageUpload } from '../upload-polling/ImageUpload.js';
import { useImageUpload } from '../upload-polling/use-image-upload.js';
import { Avatar } from '../profile/Avatar.js';
import styles from './ProfileEditForm.module.css';

/** Props of {@link ProfileEditForm}. */
export interface ProfileEditFormProps {
  /** The profile as it is, and the viewer's id (the avatar's colour). */
  readonly input: ProfileEditInput;
  readonly userId: string;
  /** Called with the saved username after each save that went through (the app moves to its URL). */
  /** After a save went through: the profile as saved (its username and name for the app's URL and header). */
  readonly onSaved?: (profile: User) => void;
}

/**
 * Issue 25 (beyond the spec: expected by users): the owner edits their profile: photo (an upload,
 * or back to initials), display name, username, about text and website, over `profileEditMachine`.
 * Problems show under their field on Save; the server's refusal (a taken username) above the
 * button; `Profile saved.` once it went through.
 */
export function ProfileEditForm({ input, userId, onSaved }: ProfileEditFormProps) {
  const { view, send } = useBoundMachine(
    'ProfileEditForm',
    (runtime: PortsRuntime<UserService | UploadService>) => profileEditMachine.provide({ actors: profileEditActors(runtime) }),
    { input, select: selectProfileEdit },
  );
  const [choosingPhoto, setChoosingPhoto] = useState(false);
  const upload = useImageUpload((imageUrl, uploadId) => {
    send({ type: 'AVATAR.SET', uploadId, imageUrl });
    setChoosingPhoto(false);
  });
  const saved = useLatest(onSaved);
  useEffect(() => {
    if (view.savedText !== null && view.savedProfile !== null) saved.current?.(view.savedProfile);
  }, [view.savedText, view.savedProfile, saved]);
  const aboutId = useId();
  const change = (field: 'full_name' | 'username' | 'about' | 'website_url') => (event: { currentTarget: { value: string } }) =>
    send({ type: 'FIELD.CHANGE', field, value: event.currentTarget.value });
  return (
    <form
      className={styles.form}
      aria-busy={view.saving}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <div className={styles.photo}>
        <Avatar
          person={{ id: userId, full_name: view.fields.full_name, username: view.fields.username, image_medium_url: view.avatarUrl }}
          size={72}
        />
        <Button onClick={() => setChoosingPhoto((on) => !on)} aria-expanded={choosingPhoto}>
          {PROFILE_MESSAGES.changeAvatar}
        </Button>
        {view.avatarUrl === null ? null : <Button onClick={() => send({ type: 'AVATAR.REMOVE' })}>{PROFILE_MESSAGES.removeAvatar}</Button>}
      </div>
      {choosingPhoto ? <ImageUpload view={upload.view} send={upload.send} progress={upload.progress} /> : null}
      <TextField
        label="Name"
        value={view.fields.full_name}
        onChange={change('full_name')}
        error={view.problems.full_name}
        autoComplete="name"
      />
      <TextField
        label="Username"
        value={view.fields.username}
        onChange={change('username')}
        error={view.problems.username}
        autoComplete="username"
        spellCheck={false}
      />
      <div className={styles.field}>
        <label htmlFor={aboutId} className={styles.label}>
          About
        </label>
        <textarea
          id={aboutId}
          className={styles.textarea}
          value={view.fields.about}
          onChange={change('about')}
          rows={3}
          maxLength={PROFILE_LIMITS.about}
          aria-invalid={view.problems.about !== undefined}
        />
        {view.problems.about === undefined ? null : <p className={styles.error}>{view.problems.about}</p>}
      </div>
      <TextField
        label="Website"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={view.fields.website_url}
        onChange={change('website_url')}
        error={view.problems.website_url}
      />
      {view.notice === null ? null : (
        <p role="alert" className={styles.error}>
          {view.notice}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={!view.canSave}>
          {PROFILE_MESSAGES.save}
        </Button>
        <p role="status" className={styles.saved}>
          {view.savedText}
        </p>
      </div>
    </form>
  );
}
