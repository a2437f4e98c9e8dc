-- 0013_hands_jackpot.sql: the jackpot fee of a hand beside its rake. Some
-- sites take a jackpot (bad-beat) fee from the pot as well as the rake
-- ("Total pot $8.96 | Rake $0.08 | JP Fee $0.02" in the Winning network's
-- files); it was added into rake until now. Nets sum to minus rake plus
-- jackpot. Hands stored before this migration keep their rake (the fee
-- included) and a jackpot of 0 until they are imported again.
ALTER TABLE hands ADD COLUMN jackpot DECIMAL(18,2) DEFAULT 0;
