-- Places a batch of bids on one auction, in order, under one lock of the auction's row (see placeBids in
-- place-bid.repository.ts). Every bid is re-checked against the auction as it stands after the bids
-- before it: the version it was judged on (an accepted bid moves it), not already the highest bidder,
-- open at p_placed_at, and the amount the current minimum plus whole increments. A bid that passes is
-- inserted and raises the auction; one that fails is skipped. One row per bid comes back, in order:
-- bid_id set when it was placed, and the auction as it stood after it (placed) or when it was refused.
-- Bids leave updated_at alone, so they never fail each other's version check.
CREATE FUNCTION "place_bids"(p_auction integer, p_placed_at timestamptz, p_soft_close_end timestamptz, p_bids jsonb)
RETURNS TABLE (
  ord integer,
  bid_id integer,
  outbid_user_id integer,
  bid_count integer,
  highest_bid_amount numeric,
  highest_bidder_id integer,
  bid_starting_time timestamptz,
  bid_ending_time timestamptz,
  version text
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  a "bidding_properties"%ROWTYPE;
  b record;
  placed integer := 0;
BEGIN
  SELECT * INTO a FROM "bidding_properties" WHERE "id" = p_auction FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  FOR b IN
    SELECT * FROM jsonb_to_recordset(p_bids) AS x(
      n integer, version text, user_id integer, nickname text, amount numeric, premium numeric, contingency text, escrow_date date
    ) ORDER BY x.n
  LOOP
    ord := b.n;
    bid_id := NULL;
    outbid_user_id := NULL;
    IF a."updated_at" = b.version::timestamptz
       AND a."highest_bidder_id" IS DISTINCT FROM b.user_id
       AND a."bid_starting_time" <= p_placed_at AND a."bid_ending_time" > p_placed_at
       AND a."highest_bid_amount" + a."bid_incremental_amount" <= b.amount
       AND mod(b.amount - a."highest_bid_amount" - a."bid_incremental_amount", a."bid_incremental_amount") = 0 THEN
      INSERT INTO "bidding_history" ("bid_property_id", "property_id", "user_id", "bidder_nickname", "bid_amount", "buyers_premium", "contingency", "escrow_closing_date", "created_at")
        VALUES (a."id", a."property_id", b.user_id, b.nickname, b.amount, b.premium, b.contingency, b.escrow_date, p_placed_at)
        RETURNING "id" INTO bid_id;
      outbid_user_id := a."highest_bidder_id";
      a."highest_bid_amount" := b.amount;
      a."highest_bidder_id" := b.user_id;
      a."bid_count" := a."bid_count" + 1;
      a."bid_ending_time" := greatest(a."bid_ending_time", p_soft_close_end);
      placed := placed + 1;
    END IF;
    bid_count := a."bid_count";
    highest_bid_amount := a."highest_bid_amount";
    highest_bidder_id := a."highest_bidder_id";
    bid_starting_time := a."bid_starting_time";
    bid_ending_time := a."bid_ending_time";
    version := a."updated_at"::text;
    RETURN NEXT;
  END LOOP;
  IF placed > 0 THEN
    UPDATE "bidding_properties"
       SET "highest_bid_amount" = a."highest_bid_amount", "highest_bidder_id" = a."highest_bidder_id",
           "bid_count" = a."bid_count", "bid_ending_time" = a."bid_ending_time"
     WHERE "id" = p_auction;
  END IF;
END;
$$;
