import { describe, expect, it } from 'vitest';
import { validateCourse, type CourseForm } from './course-form.ts';

const good: CourseForm = {
  name: 'Hip-hop 基础',
  cover: '/uploads/a.png',
  level: 'beginner',
  style: 'hiphop',
  teacherName: '阿Ken',
  teacherIntro: '',
  teacherAvatar: '',
  price: '299.00',
  seats: '',
  detail: '',
  sessions: [{ start: '2026-12-01T20:00', end: '2026-12-01T21:30', venue: '' }],
  published: true,
};

describe('the course form', () => {
  it('accepts a complete course', () => {
    expect(validateCourse(good)).toBeNull();
    expect(validateCourse({ ...good, price: '0', sessions: [] })).toBeNull();
  });

  it('names the first thing missing or wrong', () => {
    expect(validateCourse({ ...good, name: '  ' })).toBe('name');
    expect(validateCourse({ ...good, cover: '' })).toBe('cover');
    expect(validateCourse({ ...good, teacherName: '' })).toBe('teacher');
    expect(validateCourse({ ...good, price: '-1' })).toBe('price');
    expect(validateCourse({ ...good, price: '1.234' })).toBe('price');
    expect(validateCourse({ ...good, seats: '0' })).toBe('seats');
    expect(validateCourse({ ...good, sessions: [{ start: '', end: '', venue: '' }] })).toBe('sessionTime');
    expect(
      validateCourse({
        ...good,
        sessions: [{ start: '2026-12-01T20:00', end: '2026-12-01T19:00', venue: '' }],
      }),
    ).toBe('sessionOrder');
  });
});
