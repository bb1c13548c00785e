// The virtual showroom, MOREVERSE (document 1 §2 /moreverse, document 2 §7 "Virtual showroom").
export * from './showroom';
export * from './activity-phase';
export * from './showroom-api.port';
export * from './showroom-sections';
export * from './activity-reminders';
export * from './showroom-rooms';
