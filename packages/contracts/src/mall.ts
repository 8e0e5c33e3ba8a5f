// Contracts of the mall: goods, cart, orders, payments, after-sale, reviews, verification.
export {};
