-- A send of a chat message is one statement (decision 251): the statement that counts the sender's
-- rate and takes the next number under the conversation's locks also refuses a send the rules
-- refuse there, writes, and sends its events. A refusal must undo what the statement did (the
-- number it took, the rate it counted), so it is an error of the statement: this raises it, called
-- only when a rule refuses. p_code is the SQLSTATE the service looks for (DA002: a stranger waits
-- for an answer; DA003: too many sends, p_detail the seconds until the rate resets).
CREATE FUNCTION "chat_refuse"(p_code text, p_detail text) RETURNS integer
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = p_code, MESSAGE = 'chat: the send is refused', DETAIL = p_detail;
END
$$;
