/** The exchange mall's goods, exchanges and the records of them (`goods/*`). */

/** One item of `goods/goodsList`, named in the caller's language. */
export interface GoodsItem {
  id: number;
  name: string;
  image: string;
  price: number;
  /** Left in stock; null = unlimited. */
  stock: number | null;
}

/** One line of `goods/exchangeRecords`. */
export interface ExchangeRecord {
  id: number;
  goods_id: number;
  name: string;
  image: string;
  quantity: number;
  diamonds: number;
  created_at: number;
}

export interface ExchangeResult {
  record_id: number;
  diamonds: number;
  /** The consumer wallet after the exchange (now, on a replay). */
  balance: number;
}
