export {
  ProfileHeader,
  type ProfileHeaderBackground,
  type ProfileHeaderProps,
} from './ProfileHeader';
