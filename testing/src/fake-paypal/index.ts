// The fake PayPal REST API: `server.ts` is the HTTP side, `orders.ts` the orders' states,
// `order-request.ts` PayPal's checks of a create body, `faults.ts` the failures a test injects.
export { startFakePayPal } from './server';
export type {
  FakeCapture,
  FakeFault,
  FakeItem,
  FakeMoney,
  FakeOperation,
  FakeOrder,
  FakeOrderStatus,
  FakePayPal,
  FakePayPalOptions,
  FakePurchaseUnit,
  FakeRequest,
} from './types';
