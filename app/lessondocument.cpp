// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/lessondocument.h"

#include "lessons/buttonroles.h"

#include <QDesktopServices>
#include <QImage>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextFrame>
#include <QTextTable>
#include <QWidget>

#include <algorithm>

namespace app {
namespace {

template <typename Format> bool dropBackgroundImage(Format* format) {
    if (!format->hasProperty(QTextFormat::BackgroundImageUrl))
        return false;
    format->clearProperty(QTextFormat::BackgroundImageUrl);
    return true;
}

void stripFrame(QTextFrame* frame) {
    QTextFrameFormat format = frame->frameFormat();
    if (dropBackgroundImage(&format))
        frame->setFrameFormat(format);
    if (auto* table = qobject_cast<QTextTable*>(frame)) {
        for (int row = 0; row < table->rows(); ++row) {
            for (int column = 0; column < table->columns(); ++column) {
                QTextTableCell cell = table->cellAt(row, column);
                QTextCharFormat cellFormat = cell.format();
                if (dropBackgroundImage(&cellFormat))
                    cell.setFormat(cellFormat);
            }
        }
    }
    const QList<QTextFrame*> children = frame->childFrames();
    for (QTextFrame* child : children)
        stripFrame(child);
}

} // namespace

LessonDocument::LessonDocument(QObject* parent) : QTextDocument(parent) {}

void LessonDocument::setLessonMarkdown(const QString& markdown) {
    setMarkdown(lessons::markdownWithButtonLabels(markdown));
    stripResources(this);
}

QVariant LessonDocument::refusedResource(int type) {
    if (type == QTextDocument::ImageResource) {
        QImage none(1, 1, QImage::Format_ARGB32);
        none.fill(Qt::transparent);
        return none;
    }
    return QString(); // style sheets and HTML: empty text
}

QVariant LessonDocument::loadResource(int type, const QUrl&) {
    return refusedResource(type);
}

void LessonDocument::stripResources(QTextDocument* document) {
    struct Image {
        int position;
        int length;
        QString alt;
    };
    QList<Image> images;
    QTextCursor cursor(document);
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        QTextBlockFormat blockFormat = block.blockFormat();
        if (dropBackgroundImage(&blockFormat)) {
            cursor.setPosition(block.position());
            cursor.setBlockFormat(blockFormat);
        }
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            QTextCharFormat format = fragment.charFormat();
            if (format.isImageFormat()) {
                images.append({fragment.position(), fragment.length(),
                               format.stringProperty(QTextFormat::ImageAltText)});
            } else if (dropBackgroundImage(&format)) {
                cursor.setPosition(fragment.position());
                cursor.setPosition(fragment.position() + fragment.length(),
                                   QTextCursor::KeepAnchor);
                cursor.setCharFormat(format);
            }
        }
    }
    // From the end, so the positions still to come stay valid.
    std::reverse(images.begin(), images.end());
    for (const Image& image : std::as_const(images)) {
        cursor.setPosition(image.position);
        cursor.setPosition(image.position + image.length, QTextCursor::KeepAnchor);
        cursor.insertText(image.alt.isEmpty() ? QString() : QStringLiteral("[%1]").arg(image.alt),
                          QTextCharFormat());
    }
    stripFrame(document->rootFrame());
}

QString lessonRichText(const QString& markdown) {
    LessonDocument document;
    document.setLessonMarkdown(markdown);
    // toHtml() writes the document's font into <body style="font-size:9pt; ...">: a label showing
    // it kept that size when the page zoomed (Ctrl++ left chart captions small). Without it the
    // text takes the label's font.
    static const QRegularExpression bodyStyle(QStringLiteral("<body style=\"[^\"]*\">"));
    const QString html = document.toHtml().replace(bodyStyle, QStringLiteral("<body>"));
    // Text is escaped in the export, so these can only be markup that names a resource.
    if (html.contains(QLatin1String("<img"), Qt::CaseInsensitive) ||
        html.contains(QLatin1String("background=\""), Qt::CaseInsensitive) ||
        html.contains(QLatin1String("background-image"), Qt::CaseInsensitive) ||
        html.contains(QLatin1String("url("), Qt::CaseInsensitive))
        return markdown.toHtmlEscaped();
    return html;
}

LinkVerdict judgeLink(const QUrl& url) {
    const QString scheme = url.scheme().toLower();
    if (url.isValid() && !url.isRelative() && !url.host().isEmpty() &&
        (scheme == QLatin1String("http") || scheme == QLatin1String("https")))
        return LinkVerdict::AskThenOpen;
    return LinkVerdict::Refuse;
}

QString addressAsOpened(const QUrl& url) {
    return QString::fromLatin1(url.toEncoded(QUrl::FullyEncoded));
}

namespace {

QString inShortLines(const QString& text) {
    QStringList lines;
    for (qsizetype i = 0; i < text.size();) {
        qsizetype n = std::min<qsizetype>(kAddressLineLength, text.size() - i);
        // A %-escape stays whole on one line ("%2" and "0" read as two things).
        if (const qsizetype escape = text.lastIndexOf(QLatin1Char('%'), i + n - 1);
            i + n < text.size() && escape > i && escape >= i + n - 2)
            n = escape - i;
        lines.append(text.mid(i, n));
        i += n;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

void activateLessonLink(QWidget* parent, const QUrl& url) {
    // Plain text: the address comes from the lesson and must not be read as markup.
    QMessageBox box(parent);
    box.setTextFormat(Qt::PlainText);
    box.setObjectName(QStringLiteral("lessonLinkBox"));
    const QString shown = addressAsOpened(url);
    if (judgeLink(url) == LinkVerdict::Refuse) {
        box.setIcon(QMessageBox::Information);
        box.setWindowTitle(QObject::tr("Link not opened"));
        // An address QUrl cannot read has no text left to show.
        const QString what =
            shown.isEmpty() ? QObject::tr("This link is not opened: it is not a valid web "
                                          "address.")
                            : QObject::tr("This link is not opened:\n%1").arg(inShortLines(shown));
        box.setText(what + QStringLiteral("\n\n") +
                    QObject::tr("Lessons may only link to web pages (http or https addresses); "
                                "links to files, folders or other programs are refused."));
        box.setStandardButtons(QMessageBox::Ok);
        box.exec();
        return;
    }
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(QObject::tr("Open a web page?"));
    // The site on a line of its own: in https://example.org@evil.com/ it is evil.com.
    box.setText(QObject::tr("The lesson links to a page on this site:\n%1\n\nThe whole address:\n%2"
                            "\n\nOpen it in your web browser?")
                    .arg(inShortLines(url.host(QUrl::FullyEncoded)), inShortLines(shown)));
    box.setStandardButtons(QMessageBox::Open | QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    if (box.exec() == QMessageBox::Open)
        QDesktopServices::openUrl(QUrl::fromEncoded(shown.toLatin1(), QUrl::StrictMode));
}

} // namespace app
