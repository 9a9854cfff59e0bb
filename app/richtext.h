#pragma once

#include <QLabel>
#include <QString>
#include <QTextBrowser>

namespace app {

// Lesson text values hold Markdown whose math is already HTML (lessons::Block::html). These
// helpers turn it into what plain Qt widgets accept.
QString markdownToPlainText(const QString& markdown); // for accessible names and tooltips

// A label that shows lesson Markdown (inline math included), wraps, and lets links open in the
// user's browser only when clicked.
class MarkdownLabel : public QLabel {
    Q_OBJECT
public:
    explicit MarkdownLabel(const QString& markdown = {}, QWidget* parent = nullptr);
    void setMarkdown(const QString& markdown);

signals:
    void clicked(); // a click outside any link: lets a label stand in for its check box's text

protected:
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    QString hoveredLink_;
};

// Prose of a lesson page: a read-only QTextBrowser that grows to its content so the page scrolls
// as one document (no inner scroll bar). Images and other resources are never loaded.
class MarkdownView : public QTextBrowser {
    Q_OBJECT
public:
    explicit MarkdownView(QWidget* parent = nullptr);
    void setLessonMarkdown(const QString& markdown);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    QVariant loadResource(int type, const QUrl& name) override;

private:
    void fitHeightToContent();
};

} // namespace app
