// One contract per /v1 call: its request and answer schemas, used by the server's routes (and so
// the OpenAPI page) and by the web client's types. Errors answer apiErrorSchema.
export * from './common';
export * from './sessions';
export * from './create-order';
export * from './capture-order';
export * from './retrieve-orders';
export * from './order-holds';
export * from './approvals';
export * from './update-historical-order';
export * from './console';
export * from './made-image';
export * from './invoices';
export * from './budgets';
