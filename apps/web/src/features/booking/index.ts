// What other features may use from booking.
export { BookingFlow } from './components/BookingFlow';
export { useBookingChoice } from './useBookingChoice';
export { StatusBadge } from './components/StatusBadge';
export { MyBookings } from './components/MyBookings';
export { confirmBooking, rejectBooking } from './api/transitions';
export { employeeDayQuery, bookingKeys } from './queries';
export { addDays, formatDayLong, isIsoDate, todayIn } from './dates';
export { STATUS_COLOR } from './status';
