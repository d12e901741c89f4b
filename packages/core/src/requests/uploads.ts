/** Request schemas of the uploads port (S0 §7 VIPResource; wire protocol "Uploads"). */
import { Schema } from 'effect';
import { Id, IdList, withDefault } from './common.js';

/** S0 §7 VIPResource create (a Pin image, the one type there is). */
export const UploadCreateRequest = Schema.Struct({ type: withDefault(Schema.Literal('pinimage'), 'pinimage') });

/** S0 §7 VIPResource get: one record per upload id. */
export const UploadRecordsRequest = Schema.Struct({ upload_ids: IdList });

/** Wire protocol "Uploads": the signed form fields of a ticket, sent with the multipart file. */
export const UploadFormRequest = Schema.Struct({
  upload_id: Id,
  user_id: Id,
  expires: Schema.NumberFromString,
  signature: Schema.String.check(Schema.isMaxLength(200)),
});
