// Server tests run in UTC so that dates in assertions mean the same on every machine.
process.env.TZ = 'UTC';
