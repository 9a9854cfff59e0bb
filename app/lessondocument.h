// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QTextDocument>
#include <QUrl>
#include <QVariant>

class QWidget;

namespace app {

// A lesson folder may come from a stranger, so the text of a lesson names no file the
// application would open: the lesson format shows no images at all (docs/lesson-format.md,
// "Safety"). Whatever an image or a background image names (a path, `../`, /dev/zero, a FIFO, a
// URL, a data: URL) is never opened, read or decoded.

// The QTextDocument for lesson text: loads no resource, and strips every image and background
// image from what it holds (an image is replaced by its alternative text in brackets).
class LessonDocument : public QTextDocument {
    Q_OBJECT
public:
    explicit LessonDocument(QObject* parent = nullptr);
    void setLessonMarkdown(const QString& markdown);

    // What a lesson text view answers instead of loading a resource. Never null, because for a
    // null answer Qt falls back to opening the named file itself.
    static QVariant refusedResource(int type);
    // Takes out every image and background image of `document`.
    static void stripResources(QTextDocument* document);

protected:
    QVariant loadResource(int type, const QUrl& name) override;
};

// Lesson Markdown as HTML for a QLabel, whose own document would load images from disk: parsed
// by a LessonDocument, so the HTML the label parses names no resource. Falls back to the escaped
// text if the HTML still names one.
QString lessonRichText(const QString& markdown);

// Link activation for lesson text. Only http and https links leave the application, and only
// after the user saw the full address and agreed; file:, relative and every other link is
// refused with a message.
enum class LinkVerdict { AskThenOpen, Refuse };
LinkVerdict judgeLink(const QUrl& url);
void activateLessonLink(QWidget* parent, const QUrl& url);
// The address as the confirmation shows it and as it is then opened, character for character:
// fully encoded, so a host in another script reads as its punycode (http://xn--...), and bidi
// overrides, controls and spaces read as %-escapes instead of reordering or padding the text.
QString addressAsOpened(const QUrl& url);
// A message box wraps only at spaces, so a longer run of an address would be cut off at its edge
// (with a long host, the part that names the site): the dialog breaks addresses and hosts into
// lines of at most this many characters.
constexpr int kAddressLineLength = 60;

} // namespace app
