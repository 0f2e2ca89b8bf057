export { ROLE_TEXT } from './menu';
// What other features may use from auth.
export { PasswordField } from './components/PasswordField';
export { PhoneField } from './components/PhoneField';
export { EmailField } from './components/EmailField';
export { FormAlert } from './components/FormAlert';
export { ERROR_TEXT, emailError, formErrorKey, isEmail, newPasswordError, passwordProblem } from './errors';
export { loginUrl } from './modes';
export { rememberCredentials } from './pending';
export { createOwner } from './api/createOwner';
