export { UserName, type UserNameProps } from './UserName';
