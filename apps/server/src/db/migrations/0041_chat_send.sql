-- A send of a chat message is one statement (decision 251): the statement that takes the next
-- number under the conversation's locks also refuses a stranger's second message, writes, and
-- sends its events. A refusal must undo the number it took, so it is an error of the statement:
-- this raises it (SQLSTATE DA002), called only when the rule refuses.
CREATE FUNCTION "chat_refuse_stranger"() RETURNS integer
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'DA002', MESSAGE = 'chat: a stranger waits for an answer';
END
$$;
