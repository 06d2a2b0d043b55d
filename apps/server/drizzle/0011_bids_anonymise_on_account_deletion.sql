-- Bids stay immutable, with one exception: when a bidder deletes their account, the foreign key's ON DELETE SET NULL
-- clears the bid's link to them (the bid stays in the auction's history under its nickname). Before this, deleting
-- the account of anyone who had ever bid failed on this trigger.
CREATE OR REPLACE FUNCTION "bidding_history_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.user_id IS NOT NULL AND NEW.user_id IS NULL AND (to_jsonb(NEW) - 'user_id') = (to_jsonb(OLD) - 'user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'bids are immutable';
END;
$$;
