import type { Messages } from '../zh-cn';

const settings: Messages['settings'] = {
  title: 'Personal settings',
  profile: 'My details',
  avatar: "{{name}}'s avatar",
  userName: 'Name',
  employeeNo: 'Employee no.',
  firm: 'Firm',
  firmNo: 'Firm no.',
  department: 'Department',
  deptNo: 'Department no.',
  deptShortName: 'Department short name',
  businessDepartment: 'Business department',
  businessDepartmentNo: 'Business department no.',
  group: 'Group',
  system: 'System',
  roles: 'Roles',
  noRoles: 'No roles',
  passwordTitle: 'Change password',
  currentPassword: 'Current password',
  currentPasswordRequired: 'Enter your current password',
  newPassword: 'New password',
  newPasswordRequired: 'Enter a new password',
  newPasswordSameAsCurrent: 'The new password must differ from the current one',
  passwordPolicy:
    '{{minLength}}–{{maxLength}} characters, mixing at least {{minClasses}} of upper-case letters, lower-case letters, digits and symbols, and not containing your username.',
  confirmPassword: 'Confirm new password',
  confirmPasswordRequired: 'Enter the new password again',
  confirmPasswordMismatch: 'The two new passwords do not match',
  submitPassword: 'Change password',
  passwordChanged: 'Your password has been changed',
  passwordFailed: 'The password could not be changed. Please try again later.',
  preferences: 'Preferences',
  language: 'Language',
  theme: 'Theme',
};

export default settings;
