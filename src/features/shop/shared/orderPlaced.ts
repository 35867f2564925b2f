// Checkout opens the order page with this navigation state: "Thank you for your order!"
// shows right after checkout, not on every later visit. Shared by checkout and orders.

export const orderPlacedState = { orderPlaced: true } as const;

export function isJustPlaced(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'orderPlaced' in state &&
    state.orderPlaced === true
  );
}
