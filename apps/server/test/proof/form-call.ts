import { multipart, type MultipartPart } from '../helpers/accounts';

/**
 * A route table call's multipart body: the payload and its headers, and the parts they were built from, so the
 * body-ids proof can send the same form with one id field holding another owner's record.
 */
export function formCall(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string>; parts: MultipartPart[] } {
  const built = multipart(parts);
  return { payload: built.payload, headers: built.headers, parts };
}
