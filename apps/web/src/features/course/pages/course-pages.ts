/* The course chunk: every course page (they share the course's components and strings). */
import '../components/course.css';
export { ClassDetailPage } from './class-detail-page.tsx';
export { LearnPage } from './learn-page.tsx';
export { RegisterRecordPage } from './register-record-page.tsx';
export { ClassManagePage } from './class-manage-page.tsx';
export { CourseEditPage } from './course-edit-page.tsx';
export { VideoPublishPage } from './video-publish-page.tsx';
