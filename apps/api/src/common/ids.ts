import { DomainError } from '@vn/domain';
import { Types } from 'mongoose';

/** A path id must be an ObjectId's 24 hex characters; anything else is the caller's mistake (400). */
export function parseObjectId(value: string, what = 'идентификатор'): string {
  if (!/^[0-9a-f]{24}$/i.test(value) || !Types.ObjectId.isValid(value)) {
    throw new DomainError(`Некорректный ${what}: ${value.slice(0, 40)}`, 400);
  }
  return value.toLowerCase();
}

export function newObjectId(): string {
  return new Types.ObjectId().toHexString();
}
