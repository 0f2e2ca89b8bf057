/** The channels a notification goes on, as the metrics and /api/ready name them. */
export type Channel = 'email' | 'push' | 'sms';
/** sent; failed (a try that failed: it may be tried again); dropped (never to be sent: a subscription gone, the SMS cap reached) */
export type Outcome = 'sent' | 'failed' | 'dropped';
/** Counts one notification's outcome (app.metrics, passed in by the module's routes). */
export type CountNotification = (channel: Channel, outcome: Outcome) => void;
