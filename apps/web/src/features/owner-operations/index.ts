/** The owner's operational tabs of /entity/edit; each takes the business id: `{ entitetId }`. */
import './styles';
export { BookingsTab } from './bookings/BookingsTab';
export { OpenSlotsTab } from './open-slots/OpenSlotsTab';
export { TimeOffTab } from './time-off/TimeOffTab';
export { StatisticsTab } from './statistics/StatisticsTab';
export type { OwnerTabProps } from './types';
// What the front desk's calendar (features/calendar) shares with the bookings tab.
export { useBookingAction } from './bookings/useBookingAction';
export { availableActions } from './bookings/actions';
export { BookingActionButtons } from './bookings/BookingItem';
export { ConfirmDialog } from './components/ConfirmDialog';
export { ownerOpsKey } from './queries';
export { useBusiness, useEmployees, employeeName } from './useBusiness';
export type { BookingAction } from './api/changeBookingStatus';
