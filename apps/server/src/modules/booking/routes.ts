import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Booking: zakazi-termin, status transitions, a user's and an employee's bookings, live slots. */
export const bookingModule: FastifyPluginAsyncZod = async (_app) => {};
