-- Views are added to posts once a second, for every post viewed meanwhile. A full page has no room
-- for a row's new version, which then goes to another page and into every index of the post,
-- the search tokens' GIN among them: 0.9 s for a thousand posts. With a tenth of each page kept
-- free, the new version stays on its page and no index changes (a HOT update): 23 to 100 ms.
-- Pages written from now on keep the room; older ones get it as their rows move.
ALTER TABLE "post" SET (fillfactor = 90);
