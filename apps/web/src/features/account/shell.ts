// What the app shell uses from account on every page, apart from the account pages' bundle.
export { TwoStepReminder } from './components/LazyTwoStepReminder';
