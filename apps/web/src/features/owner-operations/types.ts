/** Props of every owner-operations tab: the business the signed-in owner runs. */
export type OwnerTabProps = { entitetId: number };
