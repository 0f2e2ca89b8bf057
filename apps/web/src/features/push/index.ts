// Pushes on this device (issue 30): the switch, in the notification settings (account) and on the booking success screen (booking).
export { PushSwitch } from './PushSwitch';
