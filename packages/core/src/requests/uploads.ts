/** Request schemas of the uploads port (S0 §7 VIPResource; wire protocol "Uploads"). */
import { Schema } from 'effect';
import { Id, IdList } from './common.js';

/** S0 §7 VIPResource create. */
export const UploadCreateRequest = Schema.Struct({ type: Schema.optional(Schema.Literal('pinimage')) });

/** S0 §7 VIPResource get: one record per upload id. */
export const UploadRecordsRequest = Schema.Struct({ upload_ids: IdList });

/** Wire protocol "Uploads": the signed form fields of a ticket, sent with the multipart file. */
export const UploadFormRequest = Schema.Struct({
  upload_id: Id,
  user_id: Id,
  expires: Schema.NumberFromString,
  signature: Schema.String.check(Schema.isMaxLength(200)),
});
