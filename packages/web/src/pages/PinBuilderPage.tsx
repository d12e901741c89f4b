/**
 * `/pin-builder/`: create a Pin from an uploaded image (S0 §1 method `uploaded`; S0 §4 upload
 * polling), with a title, a description with the hashtag flyout (S0 §2/§5) and a link, then save it
 * to a board through the save picker.
 */
import { normaliseWebLink, pinTextProblems } from '@pinstack/core/rules';
import { Button, ImageUpload, PinDescriptionField, PinTitleField, SaveToBoardModal, TextField, useImageUpload } from '@pinstack/react-ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { isMobileDevice } from '../device.js';
import { promotionOffered } from '../promotion.js';
import { useReadySession, useSession } from '../session.js';
import type { PageProps } from './page-props.js';
import './PinBuilderPage.css';
import './page-form.css';

export default function PinBuilderPage(_: PageProps) {
  const session = useReadySession();
  const viewer = session?.viewer;
  if (viewer === undefined || !viewer.isAuth || viewer.id === undefined) return null;
  return <Builder viewerId={viewer.id} offerPromotion={promotionOffered(viewer)} />;
}

function Builder({ viewerId, offerPromotion }: { readonly viewerId: string; readonly offerPromotion: boolean }) {
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const upload = useImageUpload(setImageUrl);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const typedLink = normaliseWebLink(link);
  // a title or description over its limit is named under its field; Save waits (the server refuses it too)
  const tooLong = Object.keys(pinTextProblems({ title, description })).length > 0;
  // www.example.com is a web address (https:// added); words are refused in the product's voice
  const checkLink = (): string | null => {
    const read = normaliseWebLink(link);
    if (read.kind === 'invalid') {
      setLinkError(read.message);
      return null;
    }
    setLinkError(null);
    if (read.kind === 'link' && read.url !== link) setLink(read.url);
    return read.kind === 'link' ? read.url : '';
  };
  const [, navigate] = useLocation();
  const { setToast } = useSession();
  return (
    <section className="ps-page" aria-labelledby="builder-title">
      <h1 id="builder-title">Create Pin</h1>
      <div className="ps-builder">
        <ImageUpload view={upload.view} send={upload.send} progress={upload.progress} />
        <form
          className="ps-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (checkLink() === null || tooLong) return;
            if (imageUrl !== null) setSaving(true);
          }}
        >
          <PinTitleField value={title} onChange={setTitle} />
          <PinDescriptionField value={description} onChange={setDescription} />
          <TextField
            label="Link"
            type="text"
            inputMode="url"
            autoComplete="url"
            value={link}
            error={linkError}
            onBlur={() => void checkLink()}
            onChange={(event) => setLink(event.target.value)}
          />
          <Button type="submit" variant="primary" disabled={imageUrl === null || tooLong}>
            Save
          </Button>
        </form>
      </div>
      {saving && imageUrl !== null ? (
        <SaveToBoardModal
          input={{
            pin: {
              imageUrl,
              ...(title.trim() === '' ? {} : { title: title.trim() }),
              ...(description.trim() === '' ? {} : { description: description.trim() }),
              ...(typedLink.kind === 'link' ? { link: typedLink.url } : {}),
            },
            acting: { isAuth: true, viewerId },
            isMobile: isMobileDevice(),
          }}
          method="uploaded"
          success={{ promotionOffered: offerPromotion }}
          onFinish={(output) => {
            setSaving(false);
            if (output.toast !== null) setToast(output.toast);
            if (output.pin !== null) navigate(`/pin/${encodeURIComponent(output.pin.id)}/`);
          }}
        />
      ) : null}
    </section>
  );
}
