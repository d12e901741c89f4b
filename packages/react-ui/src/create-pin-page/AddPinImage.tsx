import { pinImageAddress, pinImageAddressError } from '@pinstack/core/rules';
import { useState } from 'react';
import { Button } from '../primitives/Button.js';
import { TextField } from '../primitives/TextField.js';
import { ImageUpload } from '../upload-polling/ImageUpload.js';
import { useImageUpload } from '../upload-polling/use-image-upload.js';
import styles from './CreatePinPage.module.css';

/** Props of {@link AddPinImage}. */
export interface AddPinImageProps {
  /** The image chosen: an uploaded image's url, or a typed web address (S0 §7 `image_url`). */
  readonly onImage: (imageUrl: string) => void;
}

/**
 * S0 §2/§7 the create-Pin page without `media` (issue 20: it was a dead end): upload an image (S0 §4
 * upload polling) or paste the address of one (`pinImageAddressError`); either one goes on to the
 * board picker with that image. Fetched only when a page lacks its image.
 */
export function AddPinImage({ onImage }: AddPinImageProps) {
  const upload = useImageUpload(onImage);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={styles.addImage}>
      <p className={styles.lead}>This Pin has no image yet. Upload one, or paste the address of an image on the web.</p>
      <ImageUpload view={upload.view} send={upload.send} progress={upload.progress} />
      <form
        className={styles.addressForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problem = pinImageAddressError(address);
          setError(problem);
          if (problem === null) onImage(pinImageAddress(address));
        }}
      >
        <TextField
          label="Image address"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={address}
          error={error}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit">Use this image</Button>
      </form>
    </div>
  );
}
