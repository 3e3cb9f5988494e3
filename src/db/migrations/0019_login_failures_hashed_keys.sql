-- The sign-in limit now keys its counts by a hash of the email or address (email:<sha256>, ip:<sha256>).
-- Rows under the earlier raw keys held shoppers' emails and no longer count towards anything: they go.
DELETE FROM login_failures WHERE key !~ '^(email|ip):[0-9a-f]{64}$';
