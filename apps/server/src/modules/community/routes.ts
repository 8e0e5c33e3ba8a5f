import type { FastifyInstance } from 'fastify';
import { community as c, curate, user } from '@dance/contracts';
import { route } from '../../platform/http.ts';
import type { CommunityServices } from './services.ts';

/** Routes only translate HTTP to service calls; the rules live in the services. */
export function registerCommunityRoutes(app: FastifyInstance, s: CommunityServices): void {
  const { posts, comments, interactions: i, topics, groups, moderation: m } = s;
  const WRITE = { rateLimit: 120 };

  // posts
  route(app, c.createPost, async ({ userId, body }) => posts.create(userId, body), { rateLimit: 30 });
  route(app, c.postList, async ({ userId, query }) => posts.list(userId, query));
  route(app, c.postDetail, async ({ userId, query }) => posts.detail(userId, query.id));
  route(app, c.draftList, async ({ userId, query }) => posts.drafts(userId, query.cursor, query.limit));
  route(app, c.draftDetail, async ({ userId, query }) => posts.draft(userId, query.id));
  route(app, c.deletePost, async ({ userId, body }) => {
    await posts.remove(userId, body.id);
    return null;
  });
  route(app, c.increaseShareCount, async ({ userId, body }) => posts.share(userId, body.id), WRITE);
  route(app, c.hidePost, async ({ userId, body }) => {
    await posts.hide(userId, body.post_id);
    return null;
  });
  route(app, c.hideUser, async ({ userId, body }) => i.block(userId, body.user_id, body.is_hide));
  route(app, c.hiddenUserList, async ({ userId, query }) => i.blockedList(userId, query.cursor, query.limit));
  route(app, c.videoRecommend, async ({ userId, query }) => posts.videoFeed(userId, query));

  // comments
  route(app, c.comment, async ({ userId, body }) => comments.create(userId, body), { rateLimit: 60 });
  route(app, c.commentList, async ({ userId, query }) =>
    comments.list(userId, query.post_id, query.cursor, query.limit),
  );
  route(app, c.commentReplyList, async ({ userId, query }) =>
    comments.replies(userId, query.comment_id, query.cursor, query.limit),
  );
  route(app, c.deleteComment, async ({ userId, body }) => {
    await comments.remove(userId, body.id);
    return null;
  });

  // reports and settings
  route(app, c.informCats, async ({ lang }) => m.informCats(lang));
  route(app, c.inform, async ({ userId, body }) => m.inform(userId, body), { rateLimit: 30 });
  route(app, c.getForumUserSetting, async ({ userId }) => i.setting(userId));
  route(app, c.editForumUserSetting, async ({ userId, body }) => i.editSetting(userId, body));

  // interactions
  route(app, c.postLike, async ({ userId, body }) => i.like(userId, body.post_id, body.is_like), WRITE);
  route(
    app,
    c.postCollect,
    async ({ userId, body }) => i.collect(userId, body.post_id, body.is_collect),
    WRITE,
  );
  route(app, c.userLike, async ({ userId, body }) => i.follow(userId, body.user_id, body.is_like), WRITE);
  route(app, c.postCollectionList, async ({ userId, query }) =>
    i.postsOf('collect', userId, query.user_id, query.cursor, query.limit),
  );
  route(app, c.postLikeList, async ({ userId, query }) =>
    i.postsOf('like', userId, query.user_id, query.cursor, query.limit),
  );
  route(app, c.userLikeList, async ({ userId, query }) =>
    i.followList(userId, query.type, query.user_id, query.cursor, query.limit),
  );
  route(app, c.statistics, async ({ userId, query }) => i.statistics(userId, query.user_id));
  route(app, user.forumUserInfo, async ({ userId, query }) => i.forumProfile(userId, query.user_id));
  route(app, c.postLikeUserList, async ({ userId, query }) =>
    i.likers(userId, query.post_id, query.cursor, query.limit),
  );

  // topics, tags, compilations
  route(app, c.topicList, async ({ query }) =>
    topics.list(query.sort, query.keyword, query.cursor, query.limit),
  );
  route(app, c.topicDetail, async ({ userId, query }) => topics.detail(userId, query.id));
  route(app, c.tags, async ({ userId, lang }) => topics.tags(userId, lang));
  route(app, c.editUserTag, async ({ userId, body }) => {
    await topics.editUserTags(userId, body.tag_ids);
    return null;
  });
  route(app, c.compilationList, async ({ userId, query }) =>
    topics.compilations(userId, query.user_id, query.cursor, query.limit),
  );
  route(app, c.compilationDetail, async ({ userId, query }) =>
    topics.compilation(userId, query.id, query.cursor, query.limit),
  );
  route(app, c.editCompilation, async ({ userId, body }) => topics.editCompilation(userId, body));

  // circles
  route(app, c.groupList, async ({ userId, query }) => groups.list(userId, query));
  route(app, c.groupDetail, async ({ userId, query }) => groups.detail(userId, query.id));
  route(app, c.groupUserList, async ({ query }) => groups.members(query.id, query.cursor, query.limit));
  route(app, c.editGroup, async ({ userId, body }) => groups.edit(userId, body), { rateLimit: 30 });
  route(app, c.applyJoinGroup, async ({ userId, body }) => groups.apply(userId, body.id, body.answer));
  route(app, c.groupApplyList, async ({ userId, query }) =>
    groups.applies(userId, query.id, query.cursor, query.limit),
  );
  route(app, c.reviewJoinApply, async ({ userId, body }) =>
    groups.review(userId, body.apply_id, body.approve, body.reason),
  );
  route(app, c.leaveGroup, async ({ userId, body }) => {
    await groups.leave(userId, body.id);
    return null;
  });
  route(app, c.destroyGroup, async ({ userId, body }) => {
    await groups.destroy(userId, body.id);
    return null;
  });

  // operators
  route(app, c.reportList, async ({ userId, query }) =>
    m.reports(userId, query.status, query.cursor, query.limit),
  );
  route(app, c.resolveReport, async ({ userId, body }) => {
    await m.resolve(userId, body.id, body.action, body.note);
    return null;
  });
  route(app, c.reviewList, async ({ userId, query }) => m.reviewQueue(userId, query.cursor, query.limit));
  route(app, c.reviewContent, async ({ userId, body }) => {
    await m.review(userId, body.target_type, body.id, body.approve, body.note);
    return null;
  });
  route(app, c.actionLog, async ({ userId, query }) => m.actionLog(userId, query.cursor, query.limit));

  // curating (the operator console's editors)
  const k = s.curation;
  route(app, curate.wordList, async ({ userId, query }) => k.words(userId, query));
  route(app, curate.wordAdd, async ({ userId, body }) => k.addWord(userId, body));
  route(app, curate.wordRemove, async ({ userId, body }) => {
    await k.removeWord(userId, body.id);
    return null;
  });
  route(app, curate.informCatList, async ({ userId }) => k.informCats(userId));
  route(app, curate.informCatAdd, async ({ userId, body }) => k.addInformCat(userId, body));
  route(app, curate.informCatEdit, async ({ userId, body }) => k.editInformCat(userId, body));
  route(app, curate.informCatRemove, async ({ userId, body }) => {
    await k.removeInformCat(userId, body.id);
    return null;
  });
  route(app, curate.topicPins, async ({ userId }) => k.pins(userId));
  route(app, curate.topicPin, async ({ userId, body }) => k.pin(userId, body));
  route(app, curate.topicUnpin, async ({ userId, body }) => {
    await k.unpin(userId, body.topic_id);
    return null;
  });
}
