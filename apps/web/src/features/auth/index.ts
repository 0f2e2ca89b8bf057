// What other features may use from auth.
export { PasswordField } from './components/PasswordField';
export { PhoneField, phoneComplete, phoneForApi } from './components/PhoneField';
export { FormAlert } from './components/FormAlert';
export { isEmail, passwordProblem, errorCodeOf, formErrorKey, type FormErrorKey } from './errors';
export { loginUrl } from './modes';
export { rememberCredentials } from './pending';
export { createOwner } from './api/createOwner';
