/** The owner's operational tabs of /entity/edit; each takes the business id: `{ entitetId }`. */
import './styles';
export { BookingsTab } from './bookings/BookingsTab';
export { OpenSlotsTab } from './open-slots/OpenSlotsTab';
export { TimeOffTab } from './time-off/TimeOffTab';
export { ClientsTab } from './clients/ClientsTab';
export { ReviewsTab } from './reviews/ReviewsTab';
export { StatisticsTab } from './statistics/StatisticsTab';
export type { OwnerTabProps } from './types';
// What the front desk's calendar (features/calendar) shares with the bookings and clients tabs.
export { useBookingAction } from './bookings/useBookingAction';
export { availableActions } from './bookings/actions';
export { BookingActionButtons } from './bookings/BookingItem';
export { PendingRequests, PendingRequestsJump } from './bookings/PendingRequests';
export { clientsQuery, ownerOpsKey } from './queries';
export { useBusiness, employeeName } from './useBusiness';
