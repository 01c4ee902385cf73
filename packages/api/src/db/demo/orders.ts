import { fullName } from '@vag/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { newToken } from '../../lib/tokens';
import {
  insertSubscription,
  insertSubscriptionItems,
  nextSubscriptionId,
} from '../../modules/academy-subscriptions/academy-subscriptions.queries';
import { splitGross } from '../../modules/cart/cart.totals';
import { insertOrder, insertOrderItems, nextOrderId } from '../../modules/orders/orders.queries';
import { humanNumber } from '../../modules/purchases/purchases.service';
import { takeSeats } from '../../modules/trainings/trainings.service';
import type { Db } from '../client';
import { products, productTranslations, trainingDates, trainings, trainingTranslations, users } from '../schema';

/*
 * A short purchase history for the demo accounts, so that order history, order details, my
 * trainings and repayment have something to show: paid, awaiting transfer and failed orders on
 * the shop, and a paid enrolment on the academy. Snapshots are computed like a real checkout's.
 */

const DAY_MS = 86_400_000;
const VAT = 27;

const buyerAddress = {
  billingAddressZipcode: '1052',
  billingAddressCity: 'Budapest',
  billingAddressStreet: 'Váci',
  billingAddressStreetType: 'utca',
  billingAddressNumber: '12',
  billingAddressFloor: '3',
  billingAddressDoor: '7',
};

interface DemoOrder {
  email: string;
  daysAgo: number;
  productIndexes: [number, number][];
  paymentMethodId: 1 | 2;
  paymentStatusId: 1 | 2 | 3;
}

const DEMO_ORDERS: DemoOrder[] = [
  {
    email: 'vasarlo@vagheggi.example',
    daysAgo: 41,
    productIndexes: [
      [0, 1],
      [3, 2],
    ],
    paymentMethodId: 1,
    paymentStatusId: 3,
  },
  { email: 'vasarlo@vagheggi.example', daysAgo: 9, productIndexes: [[5, 1]], paymentMethodId: 2, paymentStatusId: 1 },
  {
    email: 'vasarlo@vagheggi.example',
    daysAgo: 1,
    productIndexes: [
      [2, 1],
      [7, 1],
    ],
    paymentMethodId: 1,
    paymentStatusId: 2,
  },
  {
    email: 'kozmetikus@vagheggi.example',
    daysAgo: 20,
    productIndexes: [[1, 3]],
    paymentMethodId: 1,
    paymentStatusId: 3,
  },
];

const PAYMENT_NAMES = { 1: 'Bankkártyás fizetés (Barion)', 2: 'Banki átutalás (előre utalás)' } as const;
const DELIVERY = { id: 1, name: 'GLS házhozszállítás', price: 1990 };

async function usersByEmail(db: Db) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phoneNumber,
    })
    .from(users)
    .where(inArray(users.email, [...new Set(DEMO_ORDERS.map((order) => order.email))]));
  return new Map(rows.map((row) => [row.email, row]));
}

function buyerColumns(user: { id: number; email: string; firstName: string; lastName: string; phone: string | null }) {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phone ?? '+36 30 123 4567',
    localeId: 1,
    paymentKey: newToken(32),
    billingAddressName: fullName(user.firstName, user.lastName, 'hu'),
    ...buyerAddress,
  };
}

function totals(lines: { sum: number; net: number; vat: number }[], fees: number) {
  const subtotal = lines.reduce((sum, line) => sum + line.sum, 0);
  const gross = subtotal + fees;
  const feeSplit = splitGross(fees, VAT);
  const net = lines.reduce((sum, line) => sum + line.net, 0) + feeSplit.net;
  return {
    historicSubTotalGross: subtotal,
    historicSubTotalVat: lines.reduce((sum, line) => sum + line.vat, 0),
    historicDiscountAmount: 0,
    historicTotalGross: gross,
    historicTotalNet: net,
    historicTotalVat: gross - net,
  };
}

async function seedShopOrders(db: Db, buyers: Awaited<ReturnType<typeof usersByEmail>>) {
  const catalogue = await db
    .select({
      id: products.id,
      price: products.price,
      priceOriginal: products.priceOriginal,
      name: productTranslations.name,
    })
    .from(products)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.localeId, 1)),
    )
    .where(and(eq(products.hostId, 1), eq(products.isActive, true), eq(products.isOnlyForProfessionals, false)))
    .orderBy(asc(products.id))
    .limit(8);
  if (catalogue.length < 8) return;
  for (const demo of DEMO_ORDERS) {
    const buyer = buyers.get(demo.email);
    if (!buyer) continue;
    const placedAt = new Date(Date.now() - demo.daysAgo * DAY_MS);
    const lines = demo.productIndexes.flatMap(([index, count]) => {
      const product = catalogue[index];
      if (!product) return [];
      const sum = product.price * count;
      return [{ product, count, sum, ...splitGross(sum, VAT) }];
    });
    const id = await nextOrderId(db);
    await insertOrder(db, id, humanNumber('VAG', id, placedAt), {
      ...buyerColumns(buyer),
      ...totals(lines, DELIVERY.price),
      createdAt: placedAt,
      updatedAt: placedAt,
      paymentStatusId: demo.paymentStatusId,
      payedDate: demo.paymentStatusId === 3 ? placedAt : null,
      paymentMethodId: demo.paymentMethodId,
      historicPaymentMethodName: PAYMENT_NAMES[demo.paymentMethodId],
      historicPaymentPriceGross: 0,
      deliveryMethodId: DELIVERY.id,
      historicDeliveryMethodName: DELIVERY.name,
      historicShippingPriceFinal: DELIVERY.price,
      deliveryAddressZipcode: buyerAddress.billingAddressZipcode,
      deliveryAddressCity: buyerAddress.billingAddressCity,
      deliveryAddressStreet: buyerAddress.billingAddressStreet,
      deliveryAddressStreetType: buyerAddress.billingAddressStreetType,
      deliveryAddressNumber: buyerAddress.billingAddressNumber,
      deliveryAddressFloor: buyerAddress.billingAddressFloor,
      deliveryAddressDoor: buyerAddress.billingAddressDoor,
    });
    await insertOrderItems(
      db,
      id,
      lines.map((line) => ({
        productId: line.product.id,
        count: line.count,
        itemNameHistoric: line.product.name,
        itemPriceHistoric: line.product.price,
        itemPriceOriginalHistoric: line.product.priceOriginal,
        itemVatRateHistoric: VAT,
        itemSumPriceHistoric: line.sum,
        itemNetHistoric: line.net,
        itemVatHistoric: line.vat,
      })),
    );
  }
}

/** The beautician's paid enrolment on the first upcoming classroom date with two free places. */
async function seedEnrolment(db: Db, buyers: Awaited<ReturnType<typeof usersByEmail>>) {
  const buyer = buyers.get('kozmetikus@vagheggi.example');
  if (!buyer) return;
  const [date] = await db
    .select({
      id: trainingDates.id,
      trainingId: trainingDates.trainingId,
      startAt: trainingDates.startAt,
      venue: trainingDates.venue,
      capacity: trainingDates.capacity,
      seatsHeld: trainingDates.seatsHeld,
      price: trainings.classroomPrice,
      salesPrice: trainings.classroomSalesPrice,
      vatRate: trainings.vatRate,
      title: trainingTranslations.name,
    })
    .from(trainingDates)
    .innerJoin(trainings, eq(trainings.id, trainingDates.trainingId))
    .innerJoin(
      trainingTranslations,
      and(eq(trainingTranslations.trainingId, trainings.id), eq(trainingTranslations.localeId, 1)),
    )
    .where(and(eq(trainingDates.locationTypeId, 1), gt(trainingDates.startAt, new Date())))
    .orderBy(asc(trainingDates.startAt));
  if (!date?.price || date.capacity - date.seatsHeld < 2) return;
  const unit = date.salesPrice ?? date.price;
  const count = 2;
  const line = { sum: unit * count, ...splitGross(unit * count, date.vatRate) };
  const placedAt = new Date(Date.now() - 6 * DAY_MS);
  const id = await nextSubscriptionId(db);
  await insertSubscription(db, id, humanNumber('AKA', id, placedAt), {
    ...buyerColumns(buyer),
    ...totals([line], 0),
    historicTotalNet: line.net,
    historicTotalVat: line.vat,
    createdAt: placedAt,
    updatedAt: placedAt,
    paymentStatusId: 3,
    payedDate: placedAt,
    paymentMethodId: 1,
    historicPaymentMethodName: PAYMENT_NAMES[1],
    historicPaymentPriceGross: 0,
    status: 'confirmed',
  });
  await takeSeats(db, [{ trainingDateId: date.id, locationTypeId: 1, count }]);
  await insertSubscriptionItems(db, id, [
    {
      trainingDateId: date.id,
      trainingId: date.trainingId,
      locationTypeId: 1,
      historicStartAt: date.startAt,
      historicVenue: date.venue,
      count,
      itemNameHistoric: date.title,
      itemPriceHistoric: unit,
      itemPriceOriginalHistoric: date.price,
      itemVatRateHistoric: date.vatRate,
      itemSumPriceHistoric: line.sum,
      itemNetHistoric: line.net,
      itemVatHistoric: line.vat,
    },
  ]);
}

export async function seedDemoOrders(db: Db): Promise<void> {
  const buyers = await usersByEmail(db);
  await seedShopOrders(db, buyers);
  await seedEnrolment(db, buyers);
}
