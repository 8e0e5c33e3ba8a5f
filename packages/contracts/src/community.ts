// Contracts of the community: posts, comments, interactions, topics, circles, short video.
export {};
