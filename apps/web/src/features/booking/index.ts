// What other features may use from booking.
// The flow loads after the business page's first paint (components/LazyBookingFlow.tsx).
export { LazyBookingFlow as BookingFlow } from './components/LazyBookingFlow';
export { useBookingChoice } from './useBookingChoice';
export { StatusBadge } from './components/StatusBadge';
export { confirmBooking, rejectBooking } from './api/transitions';
export { employeeDayQuery, bookingKeys } from './queries';
export { STATUS_COLOR, STATUS_TEXT } from './status';
export { VisitParts } from './components/VisitParts';
export type { ExtraPart } from './visit';
