import { Types } from 'mongoose';

export function newObjectId(): string {
  return new Types.ObjectId().toHexString();
}
