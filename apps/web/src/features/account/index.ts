// What other features use of account: the push switch, offered after a booking too (issue 30).
export { PushSwitch } from './components/PushSwitch';
