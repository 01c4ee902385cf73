-- Delivery and payment methods of DESIGN §5. Their ids are the API contract, so every install
-- has them from the start; the operator changes prices and texts, never the ids.
INSERT INTO "delivery_methods" ("id", "host_ids", "price", "needs_parcel_point", "sort") VALUES
  (1, '{1}', 1990, false, 1),
  (2, '{1}', 0, false, 4),
  (3, '{1}', 1290, true, 2),
  (4, '{1}', 1190, true, 3),
  (5, '{2}', 0, false, 5);
--> statement-breakpoint
INSERT INTO "delivery_method_translations" ("delivery_method_id", "locale_id", "name", "description") VALUES
  (1, 1, 'GLS házhozszállítás', 'A futár munkanapokon 8 és 17 óra között viszi ki a csomagot; az indulásról e-mailt és SMS-t küld.'),
  (1, 2, 'GLS home delivery', 'The courier delivers on working days between 8 am and 5 pm and lets you know by e-mail and text message.'),
  (2, 1, 'Személyes átvétel', 'Budapesti bemutatótermünkben (1052 Budapest, Váci utca 12.) hétköznap 10 és 18 óra között.'),
  (2, 2, 'Personal pick-up', 'At our Budapest showroom (Váci utca 12, 1052 Budapest) on weekdays between 10 am and 6 pm.'),
  (3, 1, 'GLS CsomagPont', 'Átvétel a kiválasztott GLS CsomagPontban, a nyitvatartási időben.'),
  (3, 2, 'GLS ParcelShop', 'Collect your parcel at the GLS ParcelShop you choose, during its opening hours.'),
  (4, 1, 'GLS CsomagAutomata', 'Átvétel a kiválasztott GLS CsomagAutomatából, a nap bármely órájában.'),
  (4, 2, 'GLS ParcelLocker', 'Collect your parcel from the GLS ParcelLocker you choose, at any time of the day.'),
  (5, 1, 'Nincs szállítás', 'A képzésekről e-mailben küldünk visszaigazolást és tudnivalókat.'),
  (5, 2, 'No delivery', 'We send the confirmation and the details of the training by e-mail.');
--> statement-breakpoint
INSERT INTO "payment_methods" ("id", "host_ids", "extra_cost", "allowed_delivery_method_ids", "sort") VALUES
  (1, '{1,2}', 0, NULL, 1),
  (2, '{1,2}', 0, NULL, 2),
  (3, '{1}', 590, '{1,3}', 3),
  (4, '{1}', 0, '{2}', 4);
--> statement-breakpoint
INSERT INTO "payment_method_translations" ("payment_method_id", "locale_id", "name", "description") VALUES
  (1, 1, 'Bankkártyás fizetés (Barion)', 'Biztonságos online fizetés bankkártyával a Barion rendszerén keresztül.'),
  (1, 2, 'Card payment (Barion)', 'Secure online payment by card through Barion.'),
  (2, 1, 'Banki átutalás (előre utalás)', 'A rendelés után e-mailben küldjük a számlaszámot; a csomagot a jóváírás után adjuk fel.'),
  (2, 2, 'Bank transfer (prepayment)', 'We e-mail our account details after the order and dispatch once the transfer arrives.'),
  (3, 1, 'Utánvét', 'Fizetés a csomag átvételekor készpénzzel vagy bankkártyával.'),
  (3, 2, 'Cash on delivery', 'Pay by cash or card when you receive the parcel.'),
  (4, 1, 'Fizetés személyes átvételkor', 'Fizetés a bemutatóteremben, készpénzzel vagy bankkártyával.'),
  (4, 2, 'Pay at personal pick-up', 'Pay at the showroom by cash or card.');
