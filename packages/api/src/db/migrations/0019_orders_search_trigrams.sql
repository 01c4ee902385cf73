-- The back office's order search (issue 20): a part of the number, the e-mail, the name in either
-- order or the phone's digits, found through one trigram index of the text they make, so the
-- search takes the same time at 100,000 orders as at 1,000 (a leading-wildcard LIKE cannot use
-- a b-tree). The expression is the one orders.queries.ts searches (orderSearchText).
CREATE INDEX IF NOT EXISTS "orders_search_trgm_idx" ON "orders" USING gin ((
  lower("order_number" || ' ' || "email" || ' ' || "last_name" || ' ' || "first_name" || ' ' || "first_name" || ' ' || "last_name")
  || ' ' || regexp_replace("phone_number", '[^0-9+]', '', 'g')
) gin_trgm_ops);
