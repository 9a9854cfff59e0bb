// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// Internal to lessons/progress*.cpp: the progress file's JSON writer and time stamps.

#include <QByteArray>
#include <QDateTime>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <atomic>
#include <cmath>

namespace lessons::detail {

// Written to the device in pieces of this size, so a large record never doubles in memory.
constexpr qsizetype kWriteChunkBytes = 1 << 20;

// ---- writing JSON text ---------------------------------------------------------------------
// Our own writer, because building QJsonObjects costs time quadratic in the number of members
// (each insert shifts the sorted members) and the record may hold a million answers.

class JsonWriter {
public:
    explicit JsonWriter(QIODevice* device = nullptr) : device_(device) {}

    void raw(const char* text) { out_.append(text); }
    void raw(const QByteArray& text) { out_.append(text); }
    void string(const QString& text) { appendString(out_, text); }
    void key(const QString& name, bool onNewLine = false) {
        separator();
        if (onNewLine)
            out_.append('\n');
        string(name);
        out_.append(':');
        first_ = false;
        pendingValue_ = true;
    }
    void beginObject() {
        valuePrefix();
        out_.append('{');
        first_ = true;
    }
    void endObject() {
        out_.append('}');
        first_ = false;
        chunk();
    }
    void beginArray() {
        valuePrefix();
        out_.append('[');
        first_ = true;
    }
    void endArray() {
        out_.append(']');
        first_ = false;
    }
    void value(const QString& text) {
        valuePrefix();
        string(text);
    }
    void value(bool b) {
        valuePrefix();
        out_.append(b ? "true" : "false");
    }
    void value(qint64 n) {
        valuePrefix();
        out_.append(QByteArray::number(n));
    }
    void value(double d) {
        valuePrefix();
        appendNumber(out_, d);
    }
    void verbatim(const QByteArray& json, bool onNewLine = false) { // already JSON text
        valuePrefix();
        if (onNewLine)
            out_.append('\n');
        out_.append(json);
    }
    void members(const QByteArray& fragment) { // `"k":v,...` of an object being written
        if (fragment.isEmpty())
            return;
        separator();
        out_.append(fragment);
        first_ = false;
    }
    void newline() { out_.append('\n'); }

    QByteArray& bytes() { return out_; }
    bool finish() {
        if (!device_)
            return true;
        const bool ok = !stopped() && device_->write(out_) == out_.size();
        out_.clear();
        return ok && !failed_;
    }
    // A save that became obsolete: checked at every piece written to the device, and by the
    // loops over the record (stopped()), so a cancelled save of 100 MB ends within one piece.
    void setCancel(const std::atomic<bool>* cancel) { cancel_ = cancel; }
    bool cancelled() const { return cancel_ && cancel_->load(std::memory_order_relaxed); }
    bool stopped() const { return failed_ || cancelled(); }

    static void appendString(QByteArray& out, const QString& text) {
        out.append('"');
        const QByteArray utf8 = text.toUtf8();
        for (const char c : utf8) {
            const auto u = static_cast<unsigned char>(c);
            if (c == '"' || c == '\\') {
                out.append('\\');
                out.append(c);
            } else if (u < 0x20) {
                static const char hex[] = "0123456789abcdef";
                const char escaped[] = {'\\', 'u', '0', '0', hex[u >> 4], hex[u & 15]};
                out.append(escaped, 6);
            } else {
                out.append(c);
            }
        }
        out.append('"');
    }
    static void appendNumber(QByteArray& out, double d) {
        // Integral values below 2^53 are exact as integers; JSON has no NaN or infinity.
        if (!std::isfinite(d))
            out.append("null");
        else if (d == std::floor(d) && std::fabs(d) < 9007199254740992.0)
            out.append(QByteArray::number(qint64(d)));
        else
            out.append(QByteArray::number(d, 'g', 17));
    }
    // Depth is bounded by the parser's nesting limit (QJsonDocument refuses deeper documents).
    static void appendValue(QByteArray& out, const QJsonValue& v) {
        switch (v.type()) {
        case QJsonValue::Null:
        case QJsonValue::Undefined:
            out.append("null");
            break;
        case QJsonValue::Bool:
            out.append(v.toBool() ? "true" : "false");
            break;
        case QJsonValue::Double:
            appendNumber(out, v.toDouble());
            break;
        case QJsonValue::String:
            appendString(out, v.toString());
            break;
        case QJsonValue::Array: {
            out.append('[');
            bool first = true;
            for (const QJsonValue& item : v.toArray()) {
                if (!first)
                    out.append(',');
                first = false;
                appendValue(out, item);
            }
            out.append(']');
            break;
        }
        case QJsonValue::Object: {
            out.append('{');
            const QJsonObject o = v.toObject();
            bool first = true;
            for (auto it = o.begin(); it != o.end(); ++it) {
                if (!first)
                    out.append(',');
                first = false;
                appendString(out, it.key());
                out.append(':');
                appendValue(out, it.value());
            }
            out.append('}');
            break;
        }
        }
    }

private:
    void separator() {
        if (!first_)
            out_.append(',');
    }
    void valuePrefix() {
        if (pendingValue_) {
            pendingValue_ = false;
            return;
        }
        separator();
        first_ = false;
    }
    void chunk() {
        if (device_ && out_.size() >= kWriteChunkBytes) {
            failed_ = failed_ || cancelled() || device_->write(out_) != out_.size();
            out_.clear();
        }
    }

    QIODevice* device_;
    QByteArray out_;
    bool first_ = true;
    bool pendingValue_ = false;
    bool failed_ = false;
    const std::atomic<bool>* cancel_ = nullptr;
};

QByteArray jsonText(const QJsonValue& v);

// ---- time stamps ---------------------------------------------------------------------------
// QDateTime's own ISO conversions cost microseconds each; a large record holds a million stamps.
// These handle the one form the store writes (UTC with milliseconds) and defer to Qt otherwise.
QString isoTime(const QDateTime& t);
// Invalid QDateTime for a text that is no time stamp.
QDateTime fromIso(const QString& s);

// A value the learner wrote over an unreadable one: the unreadable one is listed aside.
void setAside(QList<QByteArray>* aside, const QString& path, const QByteArray& value);

} // namespace lessons::detail
