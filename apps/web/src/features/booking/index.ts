// What other features may use from booking.
export { BookingFlow } from './components/BookingFlow';
export { useBookingChoice } from './useBookingChoice';
export { StatusBadge } from './components/StatusBadge';
export { BookingFacts } from './components/BookingSuccess';
export { MyBookings } from './components/MyBookings';
export { cancelBooking, confirmBooking, rejectBooking } from './api/transitions';
export { employeeDayQuery, myBookingsQuery, bookingKeys } from './queries';
export { addDays, formatDayLong, formatDayShort, isIsoDate, todayIn } from './dates';
export { STATUS_COLOR } from './status';
